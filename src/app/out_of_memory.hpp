#pragma once
// Memory that runs out (std::bad_alloc) is told like any other failure: which
// file, what muster was doing with it, and what to do about it. Reading or
// rolling a file is that file's problem, an InputError (exit 2, nothing
// written): the file asked for more than this run could have. Drawing a pack
// is an OutOfMemoryError (exit 1), its folder left as it was. By the time the
// message is made, what ran out has been given back as the stack unwound.

#include <new>
#include <stdexcept>
#include <string>

namespace muster::app {

class OutOfMemoryError : public std::runtime_error {
 public:
  OutOfMemoryError(const std::string& what, std::string hint) : std::runtime_error(what), hint_(std::move(hint)) {}
  const std::string& hint() const { return hint_; }

 private:
  std::string hint_;
};

enum class Stage { reading, rolling, drawing };

// Throws what running out of memory at `stage` of `file` is told as.
[[noreturn]] void throw_out_of_memory(Stage stage, const std::string& file);

// `work()`, at `stage` of `file`.
template <typename Work>
decltype(auto) within_memory(Stage stage, const std::string& file, Work&& work) {
  try {
    return work();
  } catch (const std::bad_alloc&) {
    throw_out_of_memory(stage, file);
  }
}

}  // namespace muster::app
