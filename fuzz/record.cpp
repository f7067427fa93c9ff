// Fuzzes the setup record reader (`muster render`'s path): an accepted record
// must write back to text that muster reads again, to the same text.
#include "app/pipeline.hpp"
#include "core/diagnostic.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace muster;
  static const bool silenced = (fuzz::silence_warnings(), true);
  (void)silenced;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::unique_ptr<RolledSetup> setup;
  if (!fuzz::accepted([&] { setup = app::load_record_text(text, fuzz::input_file_name()); })) return 0;
  if (!setup) fuzz::fail("load_record_text accepted the record but returned nothing", text);
  const std::string written = app::record_text(*setup);
  std::unique_ptr<RolledSetup> again;
  if (!fuzz::accepted([&] { again = app::load_record_text(written, "setup.yaml"); }))
    fuzz::fail("muster refused the record it wrote from an accepted one", "accepted:\n" + text + "\n---- written:\n" + written);
  if (app::record_text(*again) != written) fuzz::fail("a record read back writes differently", written);
  return 0;
}
