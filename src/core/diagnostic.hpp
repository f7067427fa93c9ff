#pragma once
// Problems in what the user gave us, as values: where, what, and how to fix it.
// They are collected so that one run reports every problem, then thrown together.

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

struct SourceLocation {
  std::string file;
  int line = 0;    // 1-based; 0 when the problem has no single place
  int column = 0;  // 1-based
};

struct Diagnostic {
  SourceLocation where;
  std::string message;
  std::string hint;  // may be empty
  bool is_warning = false;  // worth saying, but the input is usable
};

// Bad input: exits with code 2. Holds every problem found.
class InputError : public std::runtime_error {
 public:
  explicit InputError(std::vector<Diagnostic> diagnostics);
  InputError(SourceLocation where, std::string message, std::string hint = {});
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

// One run reports at most this many problems: a file with thousands of broken
// lines says so, not each of them.
inline constexpr std::size_t most_reported_problems = 50;

class Diagnostics {
 public:
  void error(SourceLocation where, std::string message, std::string hint = {});
  void warning(SourceLocation where, std::string message, std::string hint = {});
  // No errors; warnings do not count.
  bool empty() const { return list_.empty(); }
  const std::vector<Diagnostic>& list() const { return list_; }
  const std::vector<Diagnostic>& warnings() const { return warnings_; }
  void throw_if_any() const;

 private:
  std::vector<Diagnostic> list_;
  std::vector<Diagnostic> warnings_;
  std::size_t unreported_ = 0;
};

// "file:line:column: error: message" (or "warning:"), the offending source line with a caret
// under the column when the source text is known, and the hint.
std::string format_diagnostic(const Diagnostic& diagnostic, std::string_view source_text = {});

}  // namespace muster
