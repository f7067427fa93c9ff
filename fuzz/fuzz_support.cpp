#include "fuzz_support.hpp"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <streambuf>
#include <typeinfo>

#include "app/pipeline.hpp"
#include "muster_paths.hpp"
#include "core/diagnostic.hpp"
#include "core/file_output.hpp"

namespace muster::fuzz {

namespace {
std::string describe(const InputError& error, const std::string& text) {
  std::string result;
  for (const Diagnostic& d : error.diagnostics()) result += format_diagnostic(d, text);
  return result;
}

class NullBuffer : public std::streambuf {
 protected:
  int overflow(int c) override { return c == traits_type::eof() ? traits_type::not_eof(c) : c; }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};
}  // namespace

bool accepted(const std::function<void()>& body) {
  try {
    body();
    return true;
  } catch (const InputError&) {
    return false;
  } catch (const DiskFullError&) {
    return false;
  } catch (const std::exception& error) {
    fail(std::string("unexpected exception ") + typeid(error).name() + ": " + error.what(), "");
  } catch (...) {
    fail("unexpected exception that is not a std::exception", "");
  }
}

void fail(const std::string& what, const std::string& text) {
  std::fprintf(stderr, "\n==== muster fuzz: %s\n", what.c_str());
  if (!text.empty()) std::fprintf(stderr, "---- text:\n%s\n----\n", text.c_str());
  std::fflush(stderr);
  std::abort();
}

std::string input_file_name() { return std::string(MUSTER_SOURCE_DIR) + "/scenarios/fuzzed.yaml"; }

void silence_warnings() {
  static NullBuffer null;
  std::cerr.rdbuf(&null);
}

int fuzz_scenario(const std::uint8_t* data, std::size_t size, const std::string& ruleset) {
  static const bool silenced = (silence_warnings(), true);
  (void)silenced;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::unique_ptr<LoadedScenario> scenario;
  if (!accepted([&] { scenario = app::load_scenario_text(text, input_file_name()); })) return 0;
  if (!scenario) fail("load_scenario_text accepted the scenario but returned nothing", text);
  if (scenario->header().ruleset != ruleset) return -1;

  // The dice may still find the scenario unplayable (a board too crowded for its terrain): that is a refusal too.
  std::unique_ptr<RolledSetup> setup;
  if (!accepted([&] { setup = scenario->roll(std::uint64_t{20240611}); })) return 0;

  // Round trip: muster must read back every record it writes, and read it as written.
  const std::string record = app::record_text(*setup);
  std::unique_ptr<RolledSetup> again;
  try {
    again = app::load_record_text(record, "setup.yaml");
  } catch (const InputError& error) {
    fail("muster refused a record it wrote itself:\n" + describe(error, record), "scenario:\n" + text + "\n---- record:\n" + record);
  }
  if (!again) fail("load_record_text accepted the record but returned nothing", record);
  const std::string rewritten = app::record_text(*again);
  if (rewritten != record) fail("a record read back writes differently", "record:\n" + record + "\n---- written again:\n" + rewritten);
  return 0;
}

namespace {
std::string ruleset_of(const Record& record) {
  for (const auto& field : record.fields)
    if (field.key == "ruleset") return field.value.text;
  return {};
}
}  // namespace

int fuzz_record(const std::uint8_t* data, std::size_t size, const std::string& ruleset) {
  static const bool silenced = (silence_warnings(), true);
  (void)silenced;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::unique_ptr<RolledSetup> setup;
  if (!accepted([&] { setup = app::load_record_text(text, input_file_name()); })) return 0;
  if (!setup) fail("load_record_text accepted the record but returned nothing", text);
  if (!ruleset.empty() && ruleset_of(setup->record()) != ruleset) return -1;
  const std::string written = app::record_text(*setup);
  std::unique_ptr<RolledSetup> again;
  if (!accepted([&] { again = app::load_record_text(written, "setup.yaml"); }))
    fail("muster refused the record it wrote from an accepted one", "accepted:\n" + text + "\n---- written:\n" + written);
  if (app::record_text(*again) != written) fail("a record read back writes differently", written);
  return 0;
}

}  // namespace muster::fuzz
