#pragma once
// Test helper: a demo document, checked as every pack is and written to the
// temporary folder for a person to look at (pdftoppm -r 60 -png FILE /tmp/x).

#include <filesystem>
#include <string>

#include "render/writers.hpp"
#include "support/layout_checks.hpp"

namespace muster::testing {

// Writes `doc` to $TMPDIR/muster-<name>.pdf after checking that everything is on its page and every text fits.
inline void write_demo(const layout::Document& doc, const std::string& name) {
  expect_on_page_and_fitting(doc, name);
  const auto path = std::filesystem::temp_directory_path() / ("muster-" + name + ".pdf");
  render::write_pdf(doc, path, test_fonts(), {"muster", name});
  EXPECT_GT(std::filesystem::file_size(path), 10000u) << path;
}

}  // namespace muster::testing
