#include "app/out_of_memory.hpp"

#include "core/diagnostic.hpp"
#include "spec/yaml_node.hpp"

namespace muster::app {

void throw_out_of_memory(Stage stage, const std::string& file) {
  switch (stage) {
    case Stage::reading:
      throw spec::out_of_memory_reading(file);
    case Stage::rolling:
      throw InputError({file, 0, 0}, "muster ran out of memory rolling this scenario",
                       "the table, terrain and forces it asks for need more memory than this run could have (see 'ulimit -v'): ask for less, "
                       "or give muster more");
    case Stage::drawing:
      break;
  }
  throw OutOfMemoryError("ran out of memory drawing the pack of '" + file + "'",
                         "print fewer files at once (--only), or the map without its 1:1 sheets ('print: {map-tiles: no}'), "
                         "or give muster more memory (see 'ulimit -v')");
}

}  // namespace muster::app
