#include "render/layout_cache.hpp"

#include <cstring>

namespace muster::render {

namespace {
// A double's exact bits, so that sizes a hair apart never share a layout.
void append_bits(std::string& key, double value) {
  char bytes[sizeof value];
  std::memcpy(bytes, &value, sizeof value);
  key.append(bytes, sizeof bytes);
}
}  // namespace

std::string layout_key(const std::string& text, const layout::Font& font, double wrap_width, layout::Align align, bool markup) {
  std::string key;
  key.reserve(font.family.size() + text.size() + 24);
  key += font.family;
  key += '\0';
  append_bits(key, font.size.points());
  append_bits(key, wrap_width);
  key += static_cast<char>((font.bold ? 1 : 0) | (font.italic ? 2 : 0) | (markup ? 4 : 0) | (static_cast<int>(align) << 3));
  key += text;
  return key;
}

PangoLayout* LayoutCache::layout(const std::string& text, const layout::Font& font, double wrap_width, layout::Align align, bool markup) {
  auto [at, made] = layouts_.try_emplace(layout_key(text, font, wrap_width, align, markup));
  if (made) at->second = make_layout(context_, text, font, wrap_width, align, markup);
  return at->second.get();
}

}  // namespace muster::render
