#include "app/shell_words.hpp"

#include <algorithm>
#include <cctype>

namespace muster::app {

namespace {
bool is_plain(unsigned char c) { return std::isalnum(c) || c == '_' || c == '-' || c == '.' || c == '/' || c == ':' || c == '=' || c == '@' || c == '%' || c == '+' || c == ','; }

std::string& program() {
  static std::string name = "muster";
  return name;
}
}  // namespace

std::string shell_word(const std::string& word) {
  if (!word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return is_plain(static_cast<unsigned char>(c)); })) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string shell_command(const std::vector<std::string>& words) {
  std::string line;
  for (const std::string& word : words) line += (line.empty() ? "" : " ") + shell_word(word);
  return line;
}

void set_invoked_as(std::string name) {
  if (!name.empty()) program() = std::move(name);
}

const std::string& invoked_as() { return program(); }

}  // namespace muster::app
