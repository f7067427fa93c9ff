#pragma once
// Output that appears whole or not at all: files are written into a hidden
// staging folder beside the target, and moved into place only when every one
// of them was written. An exception on the way leaves the target untouched.

#include <filesystem>
#include <string>

namespace muster {

class StagedFolder {
 public:
  // Throws InputError (with a hint) if the target's parent cannot be written.
  explicit StagedFolder(std::filesystem::path target);
  ~StagedFolder();
  StagedFolder(const StagedFolder&) = delete;
  StagedFolder& operator=(const StagedFolder&) = delete;

  // Where to write `name` while staging.
  std::filesystem::path path_for(const std::string& name) const;
  void write_text(const std::string& name, const std::string& text) const;
  // Moves everything into the target folder (creating it, or replacing same-named files).
  void commit();
  const std::filesystem::path& target() const { return target_; }

 private:
  std::filesystem::path target_;
  std::filesystem::path staging_;
  bool committed_ = false;
};

}  // namespace muster
