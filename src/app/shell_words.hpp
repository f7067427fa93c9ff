#pragma once
// Commands muster prints for the user to paste back into a shell: each word
// as the shell must see it, quoted where it holds anything but the plain
// characters of paths, options and numbers.

#include <string>
#include <vector>

namespace muster::app {

// "output/my pack" -> 'output/my pack'; "it's" -> 'it'\''s'; plain words as they are.
std::string shell_word(const std::string& word);
std::string shell_command(const std::vector<std::string>& words);

// The program as the user invoked it ("build/muster", "./muster", "muster"), set once by main.
void set_invoked_as(std::string program);
const std::string& invoked_as();

}  // namespace muster::app
