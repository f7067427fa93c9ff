// `--only` picks files out of the list a rule set laid out, by kind and by side, and
// refuses a name the pack does not know with the nearest one it does.
#include <gtest/gtest.h>

#include "app/pack_selection.hpp"
#include "core/diagnostic.hpp"

namespace muster {
namespace {

// The files of a Terrible Swift Rules pack, in its order; what they draw does not matter here.
std::vector<PackFile> tsr_like_pack() {
  std::vector<PackFile> files;
  files.push_back({"umpire.pdf", {}, Audience::umpire()});
  for (const char* side : {"USA", "CSA"}) files.push_back({std::string(side) + ".pdf", {}, Audience::of_side(side)});
  files.push_back({"map.pdf", {}, Audience::table()});
  for (const char* side : {"USA", "CSA"}) files.push_back({std::string(side) + "-counters.pdf", {}, Audience::of_side(side)});
  files.push_back({"markers.pdf", {}, Audience::table()});
  files.push_back({"duplex-check.pdf", {}, Audience::table()});
  for (const char* side : {"USA", "CSA"}) files.push_back({std::string(side) + "-roster.pdf", {}, Audience::of_side(side)});
  files.push_back({"qrs.pdf", {}, Audience::table()});
  return files;
}

const std::vector<std::string> sides = {"USA", "CSA"};

std::vector<std::string> chosen(const std::vector<std::string>& only) {
  std::vector<std::string> names;
  for (const auto& file : app::select_pack_files(tsr_like_pack(), only, sides)) names.push_back(file.name);
  return names;
}

Diagnostic refusal(const std::vector<std::string>& only) {
  try {
    app::select_pack_files(tsr_like_pack(), only, sides);
  } catch (const InputError& error) {
    return error.diagnostics().front();
  }
  return {{}, "not refused", ""};
}

using Names = std::vector<std::string>;

TEST(PackSelection, NothingAskedIsTheWholePack) { EXPECT_EQ(chosen({}).size(), tsr_like_pack().size()); }

TEST(PackSelection, AKindTakesEverySidesFileOfItInPackOrder) {
  EXPECT_EQ(chosen({"counters", "rosters"}), (Names{"USA-counters.pdf", "CSA-counters.pdf", "USA-roster.pdf", "CSA-roster.pdf"}));
  EXPECT_EQ(chosen({"briefings"}), (Names{"USA.pdf", "CSA.pdf"}));
  EXPECT_EQ(chosen({"map", "qrs"}), (Names{"map.pdf", "qrs.pdf"}));
  EXPECT_EQ(chosen({"umpire"}), (Names{"umpire.pdf"}));
}

TEST(PackSelection, SingularPluralAndCaseDoNotMatter) {
  EXPECT_EQ(chosen({"Counter", "ROSTER", "briefing"}), chosen({"counters", "rosters", "briefings"}));
  EXPECT_EQ(chosen({"usa"}), chosen({"USA"}));
}

TEST(PackSelection, ASideKeyTakesThatSidesFilesOnly) {
  EXPECT_EQ(chosen({"USA"}), (Names{"USA.pdf", "USA-counters.pdf", "USA-roster.pdf"}));
  EXPECT_EQ(chosen({"CSA", "counters"}), (Names{"CSA-counters.pdf"}));
  EXPECT_EQ(chosen({"USA", "CSA", "roster"}), (Names{"USA-roster.pdf", "CSA-roster.pdf"}));
}

TEST(PackSelection, AnUnknownNameIsRefusedWithTheNearestKnownOne) {
  const Diagnostic typo = refusal({"map", "conters"});
  EXPECT_EQ(typo.message, "--only: this pack has no file called 'conters'");
  EXPECT_EQ(typo.hint.rfind("did you mean 'counters'?", 0), 0u) << typo.hint;
  EXPECT_NE(typo.hint.find("umpire, briefings, map, counters, markers, duplex-check, roster, qrs, USA, CSA"), std::string::npos) << typo.hint;
  EXPECT_EQ(refusal({"UAS"}).hint.rfind("did you mean 'USA'?", 0), 0u);
  // A file of another rule set's pack is not in this one.
  EXPECT_EQ(refusal({"cards"}).message, "--only: this pack has no file called 'cards'");
}

TEST(PackSelection, AChoiceThatLeavesNothingIsRefused) {
  const Diagnostic empty = refusal({"USA", "map"});
  EXPECT_EQ(empty.message, "--only USA,map leaves no file of this pack to print");
}

}  // namespace
}  // namespace muster
