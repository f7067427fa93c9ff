#include "core/problem_count.hpp"

#include <string_view>

namespace muster {

namespace {
constexpr std::string_view before = "and ";
constexpr std::string_view after = " more problems";
}  // namespace

std::string unlisted_problems(std::size_t count) { return std::string(before) + std::to_string(count) + std::string(after); }

std::size_t problem_count(const std::vector<Diagnostic>& diagnostics) {
  std::size_t count = 0;
  for (const Diagnostic& d : diagnostics) {
    const std::string_view message = d.message;
    const bool stands_for_more = d.where.line == 0 && message.starts_with(before) && message.ends_with(after);
    if (!stands_for_more) {
      ++count;
      continue;
    }
    const std::string_view number = message.substr(before.size(), message.size() - before.size() - after.size());
    std::size_t more = 0;
    for (char c : number) more = c >= '0' && c <= '9' ? more * 10 + static_cast<std::size_t>(c - '0') : more;
    count += more;
  }
  return count;
}

}  // namespace muster
