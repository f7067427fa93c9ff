#pragma once
// What every libFuzzer harness in fuzz/ shares. muster's documented refusals
// (InputError for bad input, DiskFullError for a full disk) are a normal
// rejection of a fuzzed input; any other exception is a bug and aborts, as a
// crash, a sanitizer report or a hang (libFuzzer's -timeout) does.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/diagnostic.hpp"
#include "spec/map_reader.hpp"

namespace muster::fuzz {

// Runs `body`: true if it returned, false if muster refused the input the documented way.
bool accepted(const std::function<void()>& body);
// Aborts, printing what went wrong and the text involved.
[[noreturn]] void fail(const std::string& what, const std::string& text);

// Where fuzzed inputs claim to live: beside the shipped scenarios, so that an
// orbat path such as 'orbats/union-caldwell.yaml' resolves as it does for them.
std::string input_file_name();
// Warnings go to std::cerr; thousands of fuzzed inputs would only slow the run and bury a real report.
void silence_warnings();

// Loads the text as a scenario. An accepted scenario of rule set `ruleset` is
// rolled with a fixed seed, its record written to text and read back: a record
// muster wrote and then refuses, or reads back to a different record, aborts.
// Returns -1 (libFuzzer: do not keep) for an accepted scenario of another rule set.
int fuzz_scenario(const std::uint8_t* data, std::size_t size, const std::string& ruleset);

// Loads the text as a setup record. An accepted record of rule set `ruleset` (any, when
// empty) is written back to text and read again: a record muster refuses after accepting
// it, or writes differently the second time, aborts. Returns -1 for another rule set's.
int fuzz_record(const std::uint8_t* data, std::size_t size, const std::string& ruleset);

// Loads the text as a force file whose 'units' is the list, reads the list with
// `read(units, diagnostics)` (an optional force) and, when it is accepted, writes
// its record with `write(force)`. A scalar 'units' would name yet another file,
// which muster does not follow.
template <typename Read, typename Write>
void fuzz_force_file(const std::uint8_t* data, std::size_t size, Read read, Write write) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  accepted([&] {
    const spec::Node file = spec::parse_yaml(text, input_file_name());
    Diagnostics d;
    decltype(read(std::declval<const spec::Node&>(), d)) force;
    {
      spec::MapReader root(file, d, "the force file");
      if (auto units = root.require("units")) {
        if (units->is_scalar()) d.error(units->where(), "'units' should be a list of units");
        else force = read(*units, d);
      }
    }
    d.throw_if_any();
    if (force) write(*force);
  });
}

}  // namespace muster::fuzz
