// muster sets text only in its own fonts, so it never lets fontconfig load the
// system's configuration: on a machine whose font cache is cold, that would scan
// every system font before the first pack (Pango's start-up thread calls FcInit()).
#include <fontconfig/fontconfig.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "muster_paths.hpp"
#include "support/cli.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

namespace fs = std::filesystem;

TEST(OwnFontConfig, TheCurrentConfigurationHoldsOnlyMustersFonts) {
  testing::test_fonts();
  FcFontSet* fonts = FcConfigGetFonts(FcConfigGetCurrent(), FcSetSystem);
  ASSERT_NE(fonts, nullptr);
  const std::string own = fs::canonical(find_fonts_dir()).string() + "/";
  ASSERT_GT(fonts->nfont, 0);
  for (int i = 0; i < fonts->nfont; ++i) {
    FcChar8* file = nullptr;
    ASSERT_EQ(FcPatternGetString(fonts->fonts[i], FC_FILE, 0, &file), FcResultMatch);
    const std::string path = fs::weakly_canonical(reinterpret_cast<const char*>(file)).string();
    EXPECT_EQ(path.rfind(own, 0), 0u) << path << " is not one of muster's fonts";
  }
}

class OwnFontConfigCli : public testing::CliTest {};

// A "system" configuration of the test's own, with a font folder and an empty cache: had
// muster loaded it, fontconfig would have scanned the folder and written its cache there.
TEST_F(OwnFontConfigCli, GenerateNeverScansTheSystemFontsIntoAColdCache) {
  const fs::path system_fonts = dir_ / "system-fonts", cold_cache = dir_ / "cold-cache";
  fs::create_directories(system_fonts);
  fs::create_directories(cold_cache);
  fs::copy_file(find_fonts_dir() / "DejaVuSansCondensed.ttf", system_fonts / "Some System Font.ttf");
  std::ofstream(dir_ / "system.conf") << "<?xml version=\"1.0\"?>\n<fontconfig>\n  <dir>" << system_fonts.string() << "</dir>\n  <cachedir>"
                                      << cold_cache.string() << "</cachedir>\n</fontconfig>\n";
  const auto result = run_under("env FONTCONFIG_FILE='" + (dir_ / "system.conf").string() + "' XDG_CACHE_HOME='" + cold_cache.string() + "'",
                                "generate " MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml --seed 5 --out pack");
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_TRUE(fs::is_empty(cold_cache)) << "fontconfig wrote " << fs::directory_iterator(cold_cache)->path();
}

}  // namespace
}  // namespace muster::render
