// `--svg` and `--png`: one image per PDF page, named so that they sort in page order;
// every SVG well-formed XML (xmllint) and sized in millimetres as its PDF page
// (pdfinfo), and the same bytes on every run. An SVG's text is text, in muster's fonts,
// and the SVG as librsvg draws it is the page as muster draws it.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "muster_paths.hpp"
#include "support/cli.hpp"
#include "support/png_grey.hpp"

namespace {

namespace fs = std::filesystem;
using muster::testing::slurp;
using CliImages = muster::testing::CliTest;

const std::string tsr_scenario = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";

// The files of `folder` with this extension, by the stem of the PDF they belong to, in name order.
std::map<std::string, std::vector<std::string>> page_files(const fs::path& folder, const std::string& extension) {
  std::map<std::string, std::vector<std::string>> pages;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() != extension) continue;
    const std::string stem = entry.path().stem().string();
    pages[stem.substr(0, stem.rfind('-'))].push_back(entry.path().filename().string());
  }
  for (auto& [stem, names] : pages) std::sort(names.begin(), names.end());
  return pages;
}

// Each page's width and height in points, as poppler reads the PDF.
std::vector<std::pair<double, double>> pdf_page_sizes(const std::string& pdfinfo_output) {
  std::vector<std::pair<double, double>> sizes;
  const std::regex size_line(R"(Page +\d+ size: +([0-9.]+) x ([0-9.]+) pts)");
  for (std::sregex_iterator it(pdfinfo_output.begin(), pdfinfo_output.end(), size_line), end; it != end; ++it)
    sizes.emplace_back(std::stod((*it)[1]), std::stod((*it)[2]));
  return sizes;
}

TEST_F(CliImages, EveryPdfPageHasAnSvgOfItsSizeInMillimetresAndAPngInPageOrder) {
  ASSERT_EQ(run("generate " + tsr_scenario + " --seed 5 --svg --png 10 --out pack").code, 0);
  const auto svgs = page_files(dir_ / "pack", ".svg");
  const auto pngs = page_files(dir_ / "pack", ".png");
  std::size_t pdfs = 0, most_pages = 0;
  for (const auto& entry : fs::directory_iterator(dir_ / "pack")) {
    if (entry.path().extension() != ".pdf") continue;
    ++pdfs;
    const std::string stem = entry.path().stem().string();
    const auto sizes = pdf_page_sizes(tool("pdfinfo -f 1 -l 9999 pack/" + stem + ".pdf"));
    most_pages = std::max(most_pages, sizes.size());
    ASSERT_EQ(svgs.count(stem), 1u) << stem;
    ASSERT_EQ(svgs.at(stem).size(), sizes.size()) << stem;
    ASSERT_EQ(pngs.at(stem).size(), sizes.size()) << stem;
    const std::size_t digits = std::to_string(sizes.size()).size();
    for (std::size_t i = 0; i < sizes.size(); ++i) {
      // Sorted by name, the images come in page order: "map-02" before "map-10".
      std::string number = std::to_string(i + 1);
      number.insert(0, digits - number.size(), '0');
      EXPECT_EQ(svgs.at(stem)[i], stem + "-" + number + ".svg");
      EXPECT_EQ(pngs.at(stem)[i], stem + "-" + number + ".png");
      const std::string svg_path = "pack/" + svgs.at(stem)[i];
      tool("xmllint --noout " + svg_path);  // fails the test unless well-formed
      const std::string svg = slurp(dir_ / svg_path);
      std::smatch size;
      ASSERT_TRUE(std::regex_search(svg, size, std::regex(R"(<svg [^>]*width="([0-9.]+)mm" height="([0-9.]+)mm")"))) << svg_path;
      EXPECT_NEAR(std::stod(size[1]), sizes[i].first * 25.4 / 72, 0.01) << svg_path;
      EXPECT_NEAR(std::stod(size[2]), sizes[i].second * 25.4 / 72, 0.01) << svg_path;
    }
  }
  EXPECT_EQ(svgs.size(), pdfs);
  EXPECT_GE(most_pages, 10u) << "no PDF with ten pages or more to show the padding";
}

TEST_F(CliImages, SvgsAreTheSameBytesOnEveryRun) {
  ASSERT_EQ(run("generate " + tsr_scenario + " --seed 5 --only USA,umpire --svg --out one").code, 2);  // USA holds no umpire's file
  ASSERT_EQ(run("generate " + tsr_scenario + " --seed 5 --only umpire,briefings --svg --out one").code, 0);
  ASSERT_EQ(run("generate " + tsr_scenario + " --seed 5 --only briefings --svg --out two").code, 0);
  std::size_t compared = 0;
  for (const auto& entry : fs::directory_iterator(dir_ / "two")) {
    const std::string name = entry.path().filename().string();
    EXPECT_EQ(slurp(entry.path()), slurp(dir_ / "one" / name)) << name;
    compared += entry.path().extension() == ".svg";
  }
  EXPECT_GE(compared, 2u);
}

TEST_F(CliImages, AnSvgsTextIsTextInMustersFontsAndItDrawsAsMusterPaintsThePage) {
  ASSERT_EQ(run("generate " + tsr_scenario + " --seed 5 --only umpire,qrs,map --svg --png 30 --out pack").code, 0);
  const std::string fonts = fs::canonical(MUSTER_SOURCE_DIR "/fonts/fonts.conf").string();
  int pages = 0;
  for (const std::string name : {"umpire-1", "umpire-3", "qrs-1", "map-01", "map-02"}) {
    const std::string svg = slurp(dir_ / "pack" / (name + ".svg"));
    SCOPED_TRACE(name);
    // Text as <text>, never as glyph outlines, in the families muster ships.
    EXPECT_EQ(svg.find("<symbol"), std::string::npos);
    EXPECT_EQ(svg.find("glyph"), std::string::npos);
    std::set<std::string> families;
    const std::regex family(R"x(font-family="([^"]+)")x");
    for (std::sregex_iterator it(svg.begin(), svg.end(), family), end; it != end; ++it) families.insert((*it)[1]);
    EXPECT_FALSE(families.empty());
    for (const std::string& f : families) EXPECT_TRUE(f == "Old Standard TT" || f == "DejaVu Sans") << f;
    // Every word poppler reads off the PDF page is in the SVG's text.
    const std::string stem = name.substr(0, name.rfind('-')), page = name.substr(name.rfind('-') + 1);
    const int number = std::stoi(page);
    const std::string words = tool("pdftotext -f " + std::to_string(number) + " -l " + std::to_string(number) + " pack/" + stem + ".pdf -");
    std::istringstream in(words);
    int found = 0, all = 0;
    for (std::string word; in >> word; ++all) found += svg.find(word) != std::string::npos;
    EXPECT_GT(all, 10);
    EXPECT_GE(found, all * 98 / 100) << found << " of " << all << " words";
    // Drawn by librsvg in muster's own fonts, the SVG is the PNG muster paints of the same page
    // but for the edges of a few letters: a lost clip, turn or shape would differ by whole areas.
    tool("FONTCONFIG_FILE=" + fonts + " rsvg-convert -d 30 -p 30 -b white pack/" + name + ".svg -o svg.png");
    const auto from_svg = muster::testing::grey_png(dir_ / "svg.png");
    const auto painted = muster::testing::grey_png(dir_ / "pack" / (name + ".png"));
    ASSERT_GT(from_svg.width, 0);
    ASSERT_EQ(from_svg.width, painted.width);
    ASSERT_EQ(from_svg.height, painted.height);
    std::size_t differing = 0;
    for (std::size_t i = 0; i < from_svg.pixels.size(); ++i) differing += std::abs(from_svg.pixels[i] - painted.pixels[i]) > 96;
    EXPECT_LT(static_cast<double>(differing) / static_cast<double>(from_svg.pixels.size()), 0.01) << differing << " pixels differ";
    ++pages;
  }
  EXPECT_EQ(pages, 5);
}

TEST_F(CliImages, HelpNamesTheDotsPerInchAndTheirRange) {
  const auto r = run("generate --help");
  EXPECT_NE(r.out.find("--png DPI"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("at DPI dots per inch, 10 to 600"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("FLOAT"), std::string::npos) << r.out;
  EXPECT_EQ(run("generate " + tsr_scenario + " --png 700").code, 2);
}

}  // namespace
