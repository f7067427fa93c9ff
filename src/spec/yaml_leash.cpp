#include "spec/yaml_leash.hpp"

#include <algorithm>
#include <cstring>

namespace muster::spec {

namespace {
bool is_spacing(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
}  // namespace

std::size_t SignificantBytes::before(std::size_t end) {
  for (end = std::min(end, text_.size()); at_ < end; ++at_) {
    const char c = text_[at_];
    if (c == '\n' || c == '\r') in_comment_ = false;
    // A '#' starts a comment after spacing; inside a quoted scalar it does not, but a scalar is one
    // token, whose length the text's size bounds anyway.
    else if (c == '#' && (at_ == 0 || is_spacing(text_[at_ - 1]))) in_comment_ = true;
    if (!in_comment_ && !is_spacing(c)) ++count_;
  }
  return count_;
}

YamlLeash::int_type YamlLeash::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  if (handed_ >= text_.size() || cut_short_) return traits_type::eof();
  // Everything handed so far has been read: that is how far the scanner has got.
  const std::size_t read = read_.before(handed_);
  if (read > finished_count_ && read - finished_count_ > most_unfinished_bytes) {
    cut_short_ = true;
    return traits_type::eof();
  }
  const std::size_t size = std::min(chunk, text_.size() - handed_);
  std::memcpy(buffer_.data(), text_.data() + handed_, size);
  handed_ += size;
  setg(buffer_.data(), buffer_.data(), buffer_.data() + size);
  return traits_type::to_int_type(*gptr());
}

}  // namespace muster::spec
