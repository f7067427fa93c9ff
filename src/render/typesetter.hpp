#pragma once
// What one thread sets text with while it draws: a Pango font map over the font
// library's fontconfig, and the Pango context and layouts that every PDF it
// draws shares. A Pango font map, and every context and layout made from it,
// may be used by one thread at a time only; the fontconfig configuration under
// them is built once and then only read, which any number of threads may do. So
// a pack drawn on several threads gives each thread a Typesetter of its own.

#include <memory>

#include "render/fonts.hpp"

namespace muster::render {

class Typesetter {
 public:
  // A font map of its own over `fonts`' configuration, for a thread other than the one that made `fonts`.
  explicit Typesetter(const FontLibrary& fonts);
  ~Typesetter();
  Typesetter(const Typesetter&) = delete;
  Typesetter& operator=(const Typesetter&) = delete;

  struct Impl;
  Impl& impl() const { return *impl_; }

 private:
  friend class FontLibrary;
  explicit Typesetter(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace muster::render
