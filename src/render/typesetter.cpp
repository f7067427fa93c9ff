#include "render/typesetter.hpp"

#include "render/font_library_impl.hpp"
#include "render/layout_cache.hpp"

namespace muster::render {

Typesetter::Impl::Impl(PangoFontMap* library_font_map) : font_map(library_font_map) {}

Typesetter::Impl::Impl(GObjectHandle<PangoFontMap> own) : own_font_map(std::move(own)), font_map(own_font_map.get()) {}

Typesetter::Impl::~Impl() = default;

Typesetter::Typesetter(const FontLibrary& fonts) : impl_(std::make_unique<Impl>(font_map_over(fonts.impl().config.get()))) {}

Typesetter::Typesetter(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

Typesetter::~Typesetter() = default;

}  // namespace muster::render
