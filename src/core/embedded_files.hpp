#pragma once
// Files compiled into the binary (see cmake/embed.cmake), by their path in the repository.

#include <optional>
#include <string_view>

namespace muster {
std::optional<std::string_view> embedded_file(std::string_view path);
}
