// A crowded open table comes out as it did when every label was tried against every text and
// shape before it, and every pair of features against each other (issue 34): the grids that
// now find what is near change how much is tried, never what is found. The labels, where they
// stand, and the overlaps found are held in tests/golden/crowded_table.txt, written by the code
// of before the grids; set MUSTER_WRITE_GOLDEN=1 to write it again (and say why in the commit).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "generate/open_table.hpp"
#include "layout/open_table_board.hpp"
#include "muster_paths.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/open_table_recipes.hpp"

namespace muster::layout {
namespace {

using testing::cm;

const std::string golden_path = MUSTER_SOURCE_DIR "/tests/golden/crowded_table.txt";

// The same numbers on every machine: a plain linear congruential generator, not the library's dice.
class Steps {
 public:
  double next() {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state_ >> 11) / static_cast<double>(1ULL << 53);
  }
  double between(double low, double high) { return low + (high - low) * next(); }

 private:
  std::uint64_t state_ = 34;
};

// 220 woods, hills and fields strewn over a 180 x 120 cm table, many touching or overlapping,
// with a road and a stream across it all: labels that must give way to texts and shapes near
// them, and shapes too long to file cell by cell.
std::vector<Feature> crowded_features() {
  const std::vector<std::string> kinds = {"wood", "hill", "field", "rough"};
  Steps steps;
  std::vector<Feature> features;
  for (int k = 0; k < 220; ++k) {
    const std::string kind = kinds[static_cast<std::size_t>(k) % kinds.size()];
    const TablePoint centre{cm(steps.between(4, 176)), cm(steps.between(4, 116))};
    const Length width = cm(steps.between(4, 16)), depth = cm(steps.between(3, 12));
    std::vector<OutlineCorner> corners = k % 3 == 0 ? rectangle_corners() : std::vector<OutlineCorner>{};
    features.push_back({kind, (k % 5 == 0 ? "Long-named " : "") + kind + " " + std::to_string(k), "",
                        Footprint{centre, width, depth, steps.between(0, 90), std::move(corners)}});
  }
  features.push_back({"road", "Road", "", Course{LineRole::road, {{cm(0), cm(60)}, {cm(90), cm(50)}, {cm(180), cm(70)}}, cm(6), {}}});
  features.push_back(
      {"stream", "Stream", "", Course{LineRole::water, {{cm(30), cm(0)}, {cm(60), cm(60)}, {cm(50), cm(120)}}, cm(8), {{"bridge", cm(62), cm(12)}}}});
  return features;
}

// Every text of the board drawn at `scale`, where it stands on the drawing, a line each, in the order drawn.
std::string labels_at(double scale) {
  const OpenTableBoard board{{cm(180), cm(120)}, crowded_features(), standard_looks(), {}, TableUnit::centimetres(), 10, scale, {}};
  std::ostringstream out;
  testing::walk(draw_open_table(board, testing::test_fonts().measurer()), {}, false, false, [&](const testing::Placed& placed) {
    if (const auto* text = std::get_if<Text>(&placed.item->shape)) {
      const Point at = placed.placement.apply(text->at);
      char line[160];
      std::snprintf(line, sizeof line, "%.4f %.4f %.4f %.4f ", at.x.points(), at.y.points(), text->width.points(), text->height.points());
      out << line << text->text << "\n";
    }
  });
  return out.str();
}

std::string problems() {
  std::ostringstream out;
  for (const FeatureProblem& p : check_features({cm(180), cm(120)}, crowded_features(), cm(2)))
    out << static_cast<int>(p.what) << " " << p.feature << " " << (p.other ? std::to_string(*p.other) : "-") << "\n";
  return out.str();
}

std::string crowded_table() { return "labels at 1:1\n" + labels_at(1) + "labels at 1:8\n" + labels_at(0.125) + "overlaps within 2 cm\n" + problems(); }

TEST(CrowdedTable, LabelsAndOverlapsAreThoseFoundByTryingEveryPair) {
  const std::string now = crowded_table();
  if (std::getenv("MUSTER_WRITE_GOLDEN")) std::ofstream(golden_path, std::ios::binary) << now;
  std::ifstream in(golden_path, std::ios::binary);
  ASSERT_TRUE(in) << golden_path;
  const std::string kept((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // The test means something only if the table is crowded: overlaps are found.
  EXPECT_NE(now.find("\n1 ", now.find("overlaps within 2 cm")), std::string::npos);
  EXPECT_EQ(now, kept);
}

}  // namespace
}  // namespace muster::layout
