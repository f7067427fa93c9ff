#include <pango/pangofc-fontmap.h>
#include <unistd.h>

#include <array>
#include <cstdlib>
#include <unordered_map>

#include "muster_paths.hpp"
#include "render/font_library_impl.hpp"
#include "render/layout_cache.hpp"
#include "render/painter.hpp"

// The fonts' folder relative to the installed binary; CMake sets it from GNUInstallDirs.
#ifndef MUSTER_INSTALLED_FONTS
#define MUSTER_INSTALLED_FONTS "../share/muster/fonts"
#endif

namespace muster::render {

namespace {
constexpr std::array required_families = {"Old Standard TT", "DejaVu Sans Condensed"};

bool has_family(FcConfig* config, const char* family) {
  FcPattern* pattern = FcPatternCreate();
  FcPatternAddString(pattern, FC_FAMILY, reinterpret_cast<const FcChar8*>(family));
  FcObjectSet* objects = FcObjectSetBuild(FC_FAMILY, nullptr);
  FcFontSet* found = FcFontList(config, pattern, objects);
  const bool present = found && found->nfont > 0;
  if (found) FcFontSetDestroy(found);
  FcObjectSetDestroy(objects);
  FcPatternDestroy(pattern);
  return present;
}

// Measures with the typesetter's kept PDF layouts: nearly every text measured is drawn, at
// the same size and width (4,085 of the large board's 4,097), and a left-aligned one is then
// drawn with the very layout it was measured with instead of being shaped again.
class PangoMeasurer final : public layout::TextMeasurer {
 public:
  explicit PangoMeasurer(Typesetter& typesetter) : typesetter_(typesetter) {}
  // Layouts measure the same text many times (a label tried in each size, then plated; a
  // heading on every sheet): a large board's pack asked 25,000 times for 4,100 texts.
  layout::TextExtent measure(const std::string& text, const layout::Font& font, std::optional<Length> wrap_width,
                             bool markup) const override {
    const double wrap = wrap_width ? wrap_width->points() : -1;
    std::string key = layout_key(text, font, wrap, layout::Align::left, markup);
    if (const auto known = measured_.find(key); known != measured_.end()) return known->second;
    PangoRectangle logical;
    pango_layout_get_extents(layout_of(text, font, wrap, markup), nullptr, &logical);
    const layout::TextExtent extent{Length::pt(static_cast<double>(logical.width) / PANGO_SCALE),
                                    Length::pt(static_cast<double>(logical.height) / PANGO_SCALE)};
    // A bound, so that a process laying out many packs (tests, `simulate`) does not keep every text it saw.
    if (measured_.size() >= most_remembered) measured_.clear();
    measured_.emplace(std::move(key), extent);
    return extent;
  }

  layout::SetLines lines(const std::string& text, const layout::Font& font, std::optional<Length> wrap_width, bool markup) const override {
    PangoLayout* layout = layout_of(text, font, wrap_width ? wrap_width->points() : -1, markup);
    layout::SetLines set{pango_layout_get_text(layout), {}};
    for (GSList* line = pango_layout_get_lines_readonly(layout); line; line = line->next)
      set.starts.push_back(static_cast<std::size_t>(static_cast<PangoLayoutLine*>(line->data)->start_index));
    return set;
  }

 private:
  // A layout among the kept ones while they are few; past that, one of its own, made for this measurement
  // only and drawn with a layout made again. Every kept layout stays in memory while the whole pack is
  // drawn: a large board's 4,100 texts, all kept, take its peak from 35 to 37.6 MiB, and save it laying
  // 2,600 of them out again to draw them (7% of its instructions). The bound keeps a larger board's peak
  // where it is.
  PangoLayout* layout_of(const std::string& text, const layout::Font& font, double wrap, bool markup) const {
    LayoutCache& kept = pdf_layouts(typesetter_);
    if (kept.size() < most_shared || kept.has(text, font, wrap, layout::Align::left, markup))
      return kept.layout(text, font, wrap, layout::Align::left, markup);
    own_ = make_layout(kept.context(), text, font, wrap, layout::Align::left, markup);
    return own_.get();
  }

  static constexpr std::size_t most_remembered = 50'000;
  static constexpr std::size_t most_shared = 6'000;
  Typesetter& typesetter_;
  mutable GObjectHandle<PangoLayout> own_;  // the last layout measured outside the kept ones
  mutable std::unordered_map<std::string, layout::TextExtent> measured_;
};
}  // namespace

CairoFontOptions unhinted_font_options() {
  CairoFontOptions options(cairo_font_options_create());
  cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
  return options;
}

GObjectHandle<PangoLayout> make_layout(PangoContext* context, const std::string& text, const layout::Font& font,
                                       double wrap_width, layout::Align align, bool markup) {
  GObjectHandle<PangoLayout> layout(pango_layout_new(context));
  FontDescription description(pango_font_description_new());
  pango_font_description_set_family(description.get(), font.family.c_str());
  pango_font_description_set_weight(description.get(), font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style(description.get(), font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_font_description_set_absolute_size(description.get(), font.size.points() * PANGO_SCALE);
  pango_layout_set_font_description(layout.get(), description.get());
  if (wrap_width > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(wrap_width * PANGO_SCALE));
    // Between words only: a word too long for its box sticks out rather than breaking ("WHUPP-ED"),
    // so that measuring refuses it and the layout shrinks or re-lays it.
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD);
  }
  pango_layout_set_alignment(layout.get(), align == layout::Align::centre ? PANGO_ALIGN_CENTER
                                           : align == layout::Align::right ? PANGO_ALIGN_RIGHT
                                                                            : PANGO_ALIGN_LEFT);
  if (markup) pango_layout_set_markup(layout.get(), text.c_str(), -1);
  else pango_layout_set_text(layout.get(), text.c_str(), -1);
  return layout;
}

FontLibrary::FontLibrary(const std::filesystem::path& fonts_dir) : impl_(std::make_unique<Impl>()) {
  const auto conf = fonts_dir / "fonts.conf";
  impl_->config.reset(FcConfigCreate());
  if (!impl_->config || !std::filesystem::exists(conf) ||
      !FcConfigParseAndLoad(impl_->config.get(), reinterpret_cast<const FcChar8*>(conf.c_str()), FcTrue) ||
      !FcConfigBuildFonts(impl_->config.get()))
    throw std::runtime_error("cannot load muster's fonts from " + fonts_dir.string() +
                             " (set MUSTER_FONTS to the fonts/ folder of a muster checkout)");
  for (const char* family : required_families)
    if (!has_family(impl_->config.get(), family))
      throw std::runtime_error(std::string("font family '") + family + "' is missing from " + fonts_dir.string());

  // Made the process's current configuration before Pango starts: the first font map starts a
  // thread that calls FcInit(), which would otherwise load the system's configuration and, with
  // a cold cache, scan every system font (muster never uses them). With ours current, FcInit()
  // has nothing to do, and anything that asks fontconfig for "the current configuration" gets
  // muster's fonts only.
  if (!FcConfigSetCurrent(impl_->config.get())) throw std::runtime_error("cannot make muster's font configuration current");
  impl_->font_map = font_map_over(impl_->config.get());
  impl_->typesetter.reset(new Typesetter(std::make_unique<Typesetter::Impl>(impl_->font_map.get())));
  impl_->measurer = std::make_unique<PangoMeasurer>(*impl_->typesetter);
}

FontLibrary::~FontLibrary() = default;

const layout::TextMeasurer& FontLibrary::measurer() const { return *impl_->measurer; }

Typesetter& FontLibrary::typesetter() const { return *impl_->typesetter; }

GObjectHandle<PangoFontMap> font_map_over(FcConfig* config) {
  GObjectHandle<PangoFontMap> font_map(pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT));
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map.get()), config);
  return font_map;
}

std::filesystem::path find_fonts_dir() {
  if (const char* env = std::getenv("MUSTER_FONTS"); env && *env) return env;
  std::error_code error;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    // Installed: where `cmake --install` put them relative to the binary (../share/muster/fonts),
    // so that a prefix moved elsewhere, or a package unpacked anywhere, still finds them.
    const auto installed = (exe.parent_path() / MUSTER_INSTALLED_FONTS).lexically_normal();
    if (std::filesystem::exists(installed / "fonts.conf")) return installed;
    // Built in a checkout: its fonts/ beside or above the binary.
    for (auto dir = exe.parent_path(); !dir.empty() && dir != dir.root_path(); dir = dir.parent_path())
      if (std::filesystem::exists(dir / "fonts" / "fonts.conf")) return dir / "fonts";
  }
  return std::filesystem::path(MUSTER_SOURCE_DIR) / "fonts";
}

}  // namespace muster::render
