#include "core/diagnostic.hpp"

#include <sstream>

#include "core/problem_count.hpp"

namespace muster {

namespace {
std::string summary(const std::vector<Diagnostic>& diagnostics) {
  if (diagnostics.empty()) return "bad input";
  return diagnostics.front().message;
}

// A value quoted from a file may be anything: a control character would drive the terminal
// (an escape sequence), a 4 MB word would be a 4 MB message. Each is shown as a '?', and a
// long message has each long quotation cut to its start, so a message stays a screen line or two.
std::string printable(std::string_view text) {
  constexpr std::size_t long_message = 300, kept_of_a_quote = 60;
  const bool cut_quotes = text.size() > long_message;
  std::string out;
  bool in_quote = false;
  std::size_t quoted = 0;
  for (const char c : text) {
    if (c == '\'') {
      in_quote = !in_quote;
      quoted = 0;
    } else if (in_quote && cut_quotes && ++quoted > kept_of_a_quote) {
      if (quoted == kept_of_a_quote + 1) out += "...";
      continue;
    }
    const auto byte = static_cast<unsigned char>(c);
    out += (byte < 0x20 || byte == 0x7f) ? '?' : c;
  }
  if (out.size() > long_message * 2) out = out.substr(0, long_message * 2) + "...";
  return out;
}

std::string_view nth_line(std::string_view text, int line) {
  for (int current = 1; current < line; ++current) {
    const auto newline = text.find('\n');
    if (newline == std::string_view::npos) return {};
    text.remove_prefix(newline + 1);
  }
  return text.substr(0, text.find('\n'));
}
}  // namespace

InputError::InputError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(summary(diagnostics)), diagnostics_(std::move(diagnostics)) {}

InputError::InputError(SourceLocation where, std::string message, std::string hint)
    : InputError(std::vector<Diagnostic>{{std::move(where), std::move(message), std::move(hint)}}) {}

void Diagnostics::error(SourceLocation where, std::string message, std::string hint) {
  if (list_.size() < most_reported_problems) list_.push_back({std::move(where), std::move(message), std::move(hint)});
  else ++unreported_;
}

void Diagnostics::warning(SourceLocation where, std::string message, std::string hint) {
  warnings_.push_back({std::move(where), std::move(message), std::move(hint), true});
}

void Diagnostics::throw_if_any() const {
  if (list_.empty()) return;
  std::vector<Diagnostic> all = list_;
  if (unreported_ > 0)
    all.push_back({{list_.back().where.file, 0, 0}, unlisted_problems(unreported_), "mend these first; the rest may go with them"});
  throw InputError(std::move(all));
}

std::string format_diagnostic(const Diagnostic& d, std::string_view source_text) {
  std::ostringstream out;
  out << (d.where.file.empty() ? "muster" : d.where.file);
  if (d.where.line > 0) out << ':' << d.where.line << ':' << d.where.column;
  out << (d.is_warning ? ": warning: " : ": error: ") << printable(d.message) << '\n';
  std::string_view line = d.where.line > 0 ? nth_line(source_text, d.where.line) : std::string_view{};
  if (!line.empty()) {
    // A long line shows only the stretch round the column, so one message stays one screen line.
    constexpr std::size_t shown = 100;
    std::size_t caret = static_cast<std::size_t>(std::max(d.where.column - 1, 0));
    std::string prefix, suffix;
    if (line.size() > shown) {
      const std::size_t start = caret > shown / 2 ? std::min(caret - shown / 2, line.size() - shown) : 0;
      if (start > 0) prefix = "...";
      if (start + shown < line.size()) suffix = "...";
      line = line.substr(start, shown);
      caret = caret - start + prefix.size();
    }
    const std::string number = std::to_string(d.where.line);
    out << ' ' << number << " | " << prefix << printable(line) << suffix << '\n';
    out << ' ' << std::string(number.size(), ' ') << " | " << std::string(caret, ' ') << "^\n";
  }
  if (!d.hint.empty()) out << "  hint: " << printable(d.hint) << '\n';
  return out.str();
}

}  // namespace muster
