// Viewer preferences appended to a PDF Cairo wrote: qpdf finds the file sound
// and reads them from the catalog the trailer points at; the bytes stay the
// same from run to run.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include <unistd.h>

#include "render/pdf_viewer_preferences.hpp"
#include "render/writers.hpp"
#include "support/cli.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

namespace fs = std::filesystem;

// Named per process, so two test runs on one machine never share a file.
fs::path temporary(const std::string& name) { return fs::temp_directory_path() / ("muster-" + std::to_string(::getpid()) + "-" + name); }

std::string run(const std::string& command) {
  const fs::path out = temporary("viewer-preferences.txt");
  const int status = std::system((command + " >'" + out.string() + "' 2>&1").c_str());
  EXPECT_EQ(WEXITSTATUS(status), 0) << command;
  return testing::slurp(out);
}

fs::path written(bool duplex, const std::string& name) {
  layout::Document doc{"A sheet", "for the test", {layout::Page{Length::mm(210), Length::mm(297), {}}}, duplex};
  doc.pages[0].items.push_back({layout::Rect{{Length::mm(20), Length::mm(20)}, Length::mm(50), Length::mm(10), layout::black, std::nullopt}});
  const fs::path path = temporary(name);
  write_pdf(doc, path, testing::test_fonts(), {"muster", "test"});
  return path;
}

std::string catalog_of(const fs::path& pdf) {
  const std::string trailer = run("qpdf --show-object=trailer '" + pdf.string() + "'");
  std::smatch root;
  EXPECT_TRUE(std::regex_search(trailer, root, std::regex("/Root ([0-9]+) 0 R"))) << trailer;
  return run("qpdf --show-object=" + root[1].str() + " '" + pdf.string() + "'");
}

TEST(PdfViewerPreferences, TheCatalogAsksForNoScalingAndForDuplexOnlyWhenMeantForIt) {
  const fs::path single = written(false, "single.pdf"), duplex = written(true, "duplex.pdf");
  EXPECT_NE(run("qpdf --check '" + single.string() + "'").find("No syntax or stream encoding errors"), std::string::npos);
  EXPECT_NE(run("qpdf --check '" + duplex.string() + "'").find("No syntax or stream encoding errors"), std::string::npos);
  const std::string single_catalog = catalog_of(single), duplex_catalog = catalog_of(duplex);
  EXPECT_NE(single_catalog.find("/ViewerPreferences << /PrintScaling /None >>"), std::string::npos) << single_catalog;
  EXPECT_NE(duplex_catalog.find("/Duplex /DuplexFlipLongEdge"), std::string::npos) << duplex_catalog;
  EXPECT_NE(duplex_catalog.find("/PrintScaling /None"), std::string::npos) << duplex_catalog;
  EXPECT_NE(duplex_catalog.find("/Pages"), std::string::npos) << "the new catalog lost the page tree: " << duplex_catalog;
  const fs::path again = written(true, "duplex-again.pdf");
  EXPECT_EQ(testing::slurp(duplex), testing::slurp(again));
  for (const fs::path& file : {single, duplex, again, temporary("viewer-preferences.txt")}) fs::remove(file);
}

TEST(PdfViewerPreferences, TheUpdateIsAppendedAfterCairosBytes) {
  const fs::path plain = written(false, "plain.pdf");
  const std::string pdf = testing::slurp(plain);
  fs::remove(plain);
  const std::string cairo_bytes = pdf.substr(0, pdf.find("%%EOF") + 6);
  EXPECT_EQ(pdf.find("/Prev "), pdf.rfind("/Prev "));
  EXPECT_GT(pdf.rfind("/Prev "), cairo_bytes.size());
  EXPECT_THROW(with_viewer_preferences(pdf, {}), std::runtime_error);  // preferences twice is a mistake, not a silent no-op
  EXPECT_THROW(with_viewer_preferences("not a pdf", {}), std::runtime_error);
}

}  // namespace
}  // namespace muster::render
