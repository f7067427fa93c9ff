#pragma once
// yaml-cpp's scanner keeps every token after a would-be key until it learns
// whether the key is one, and only then hands them to the parser: a file of
// "[[[[..." or "{[1, 2, 3, ...]: x}" has it hold a 4 MiB file's tokens, near a
// gigabyte, before a single value is read. The leash hands yaml-cpp the text a
// little at a time and ends it early once reading runs more than
// most_unfinished_bytes of YAML past the start of the last value the parser
// finished, so that what yaml-cpp holds at any moment is bounded by that.
// Spaces, line breaks and comments do not count: they leave no tokens.

#include <array>
#include <cstddef>
#include <streambuf>
#include <string_view>

namespace muster::spec {

// The most YAML a single value (a scalar, or a list or mapping that is a would-be key) may take.
inline constexpr std::size_t most_unfinished_bytes = 128 * 1024;

// Counts the bytes of a text that YAML reads as more than spacing: neither blanks, line breaks nor comments.
class SignificantBytes {
 public:
  explicit SignificantBytes(std::string_view text) : text_(text) {}
  // How many there are before `end`, which may only move on from one call to the next.
  std::size_t before(std::size_t end);

 private:
  std::string_view text_;
  std::size_t at_ = 0, count_ = 0;
  bool in_comment_ = false;
};

class YamlLeash : public std::streambuf {
 public:
  explicit YamlLeash(std::string_view text) : text_(text), read_(text), finished_(text) {}
  // The parser has finished a value that starts `offset` bytes into the text.
  void value_at(std::size_t offset) { finished_count_ = finished_.before(offset); }
  // Whether the leash ended the text early: whatever the parser made of it since is not the file's.
  bool cut_short() const { return cut_short_; }

 protected:
  int_type underflow() override;

 private:
  static constexpr std::size_t chunk = 4096;
  std::string_view text_;
  std::size_t handed_ = 0;  // bytes handed to yaml-cpp so far
  SignificantBytes read_, finished_;
  std::size_t finished_count_ = 0;
  bool cut_short_ = false;
  std::array<char, chunk> buffer_{};
};

}  // namespace muster::spec
