#pragma once
// Internal to render/: one Pango layout per distinct text item on a Pango
// context, made the first time that text is drawn and reused after. A 1:1
// board repeats its labels on every sheet, and a pack repeats its headings on
// every page: laying each out again cost more than drawing it.

#include <string>
#include <unordered_map>

#include "render/font_library_impl.hpp"

namespace muster::render {

// Everything that makes two text items lay out alike, as one string: the text and how it is set.
std::string layout_key(const std::string& text, const layout::Font& font, double wrap_width, layout::Align align, bool markup);

class LayoutCache {
 public:
  // The context must outlive the cache and not change while it is in use: a
  // layout follows its context's font options, and these were set once for the surface.
  explicit LayoutCache(PangoContext* context) : context_(context) {}

  // The layout make_layout would give for these arguments; owned by the cache.
  PangoLayout* layout(const std::string& text, const layout::Font& font, double wrap_width, layout::Align align, bool markup);

  bool has(const std::string& text, const layout::Font& font, double wrap_width, layout::Align align, bool markup) const {
    return layouts_.count(layout_key(text, font, wrap_width, align, markup)) > 0;
  }
  PangoContext* context() const { return context_; }
  std::size_t size() const { return layouts_.size(); }
  void clear() { layouts_.clear(); }

 private:
  PangoContext* context_;
  std::unordered_map<std::string, GObjectHandle<PangoLayout>> layouts_;
};

}  // namespace muster::render
