// Fuzzes the Short But Desperate orbat file reader (spec/orbat_reader over spec/command_tree_reader).
#include "core/diagnostic.hpp"
#include "fuzz_support.hpp"
#include "spec/orbat_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace muster;
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::accepted([&] {
    const spec::Node root = spec::parse_yaml(text, fuzz::input_file_name());
    Diagnostics d;
    spec::read_orbat(root, d);
    d.throw_if_any();
  });
  return 0;
}
