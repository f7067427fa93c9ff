#pragma once
// What every libFuzzer harness in fuzz/ shares. muster's documented refusals
// (InputError for bad input, DiskFullError for a full disk) are a normal
// rejection of a fuzzed input; any other exception is a bug and aborts, as a
// crash, a sanitizer report or a hang (libFuzzer's -timeout) does.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

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

}  // namespace muster::fuzz
