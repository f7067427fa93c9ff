#include "app/pack_drawing.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <set>
#include <thread>

#include "core/diagnostic.hpp"
#include "core/parallel_tasks.hpp"
#include "render/typesetter.hpp"

namespace muster::app {

namespace fs = std::filesystem;

unsigned drawing_threads(std::optional<unsigned> asked) {
  if (asked) return std::max(*asked, 1u);
  if (const char* jobs = std::getenv("MUSTER_JOBS"); jobs && *jobs) {
    char* end = nullptr;
    const long value = std::strtol(jobs, &end, 10);
    if (*end != '\0' || value < 1 || value > 64)
      throw InputError({"MUSTER_JOBS", 0, 0}, std::string("MUSTER_JOBS is '") + jobs + "', not a number of threads from 1 to 64",
                       "unset it to draw on every core, or set it to 1 to draw one file at a time");
    return static_cast<unsigned>(value);
  }
  return std::clamp(std::thread::hardware_concurrency(), 1u, most_drawing_threads);
}

long long pages_to_draw(const std::vector<PackFile>& files, const PackOutputs& outputs) {
  long long pages = 0;
  for (const auto& file : files) pages += static_cast<long long>(file.document.pages.size());
  const int formats = 1 + (outputs.png_dpi ? 1 : 0) + (outputs.svg ? 1 : 0);
  return pages * formats;
}

namespace {
// A pack with a PDF of this many pages (a large board's 1:1 sheets) is drawn on one thread.
// That file takes most of the pack's time, so more threads could share out only the rest,
// while each thread costs memory of its own (a malloc arena, a font map and its fonts): on
// the 26 x 45 board two threads peaked at 46 MiB against 38, even with the map drawn alone.
constexpr std::size_t pages_drawn_on_one_thread = 100;

bool has_a_large_file(const std::vector<PackFile>& files) {
  return std::any_of(files.begin(), files.end(), [](const PackFile& file) { return file.document.pages.size() >= pages_drawn_on_one_thread; });
}

enum class Output { pdf, png, svg };

// One file to write: a whole PDF, or one page as an image.
struct DrawingTask {
  std::size_t file;
  Output output;
  std::size_t page = 0;
};

std::size_t items_in(const std::vector<layout::Item>& items, std::set<const void*>& shared_seen) {
  std::size_t count = items.size();
  for (const auto& item : items)
    if (const auto* group = std::get_if<layout::Group>(&item.shape)) {
      count += items_in(group->items, shared_seen);
      // A shared board is drawn in parts, a part on each sheet: about once in all.
      if (group->shared && shared_seen.insert(group->shared.get()).second) count += items_in(*group->shared, shared_seen);
    }
  return count;
}

// What drawing a document costs, roughly: the items it draws.
std::size_t drawing_cost(const layout::Document& document) {
  std::set<const void*> shared_seen;
  std::size_t cost = 0;
  for (const auto& page : document.pages) cost += items_in(page.items, shared_seen);
  return cost;
}

// On several threads, the costliest files first, so that the last file started is a short one
// and no thread waits long for another at the end. On one thread the order does not change the
// time, and the cheapest go first: each is freed once written, so the costliest (a large board's
// 1:1 map) is drawn beside no other document, and the pack peaks lower. Each file's images follow
// its PDF, so that a document is finished, and freed, soon after it is started.
std::vector<DrawingTask> tasks_in_drawing_order(const std::vector<PackFile>& files, const PackOutputs& outputs, unsigned threads) {
  std::vector<std::size_t> cost(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) cost[i] = drawing_cost(files[i].document);
  std::vector<std::size_t> order(files.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return threads == 1 ? cost[a] < cost[b] : cost[a] > cost[b]; });
  std::vector<DrawingTask> tasks;
  for (std::size_t file : order) {
    tasks.push_back({file, Output::pdf});
    const std::size_t pages = files[file].document.pages.size();
    if (outputs.png_dpi)
      for (std::size_t page = 0; page < pages; ++page) tasks.push_back({file, Output::png, page});
    if (outputs.svg)
      for (std::size_t page = 0; page < pages; ++page) tasks.push_back({file, Output::svg, page});
  }
  return tasks;
}

std::string image_name(const PackFile& file, std::size_t page, const std::string& extension) {
  return page_file_name(fs::path(file.name).stem().string(), page, file.document.pages.size(), extension);
}

// The names the pack's files get, in the pack's order: each PDF, then its PNG pages, then its SVG pages.
std::vector<std::string> names_in_pack_order(const std::vector<PackFile>& files, const PackOutputs& outputs) {
  std::vector<std::string> names;
  for (const auto& file : files) {
    names.push_back(file.name);
    for (const auto& [wanted, extension] : {std::pair{outputs.png_dpi.has_value(), ".png"}, std::pair{outputs.svg, ".svg"}})
      if (wanted)
        for (std::size_t page = 0; page < file.document.pages.size(); ++page) names.push_back(image_name(file, page, extension));
  }
  return names;
}

class PackDrawing {
 public:
  PackDrawing(StagedFolder& staged, std::vector<PackFile>& files, const PackOutputs& outputs, const render::FontLibrary& fonts,
              const render::PdfInfo& info, unsigned threads, SharedProgress& progress)
      : staged_(staged), files_(files), outputs_(outputs), fonts_(fonts), info_(info), progress_(progress), threads_(threads), runner_(threads),
        typesetters_(threads), unwritten_(files.size()) {}

  void run() {
    const auto tasks = tasks_in_drawing_order(files_, outputs_, threads_);
    for (const auto& task : tasks) ++unwritten_[task.file];
    runner_.run(tasks.size(), [&](std::size_t index, unsigned thread) { draw(tasks[index], typesetter_for(thread)); });
  }

 private:
  // The calling thread draws with the library's own; every other thread makes one of its own the first time it draws.
  render::Typesetter& typesetter_for(unsigned thread) {
    if (thread == 0) return fonts_.typesetter();
    if (!typesetters_[thread]) typesetters_[thread] = std::make_unique<render::Typesetter>(fonts_);
    return *typesetters_[thread];
  }

  void draw(const DrawingTask& task, render::Typesetter& typesetter) {
    PackFile& file = files_[task.file];
    const auto& pages = file.document.pages;
    switch (task.output) {
      case Output::pdf: {
        const bool only_output = !outputs_.png_dpi && !outputs_.svg;
        const auto page_drawn = [this, &file, only_output](std::size_t page) {
          // Nothing else is made of a page in the PDF: its items go now, a 150-sheet map need not hold every sheet to the end.
          if (only_output) file.document.pages[page] = {file.document.pages[page].width, file.document.pages[page].height, {}};
          progress_.add(1);
          runner_.throw_if_stopping();
        };
        staged_.write(file.name, [&](const fs::path& path) { render::write_pdf(file.document, path, typesetter, info_, page_drawn); });
        break;
      }
      case Output::png:
        staged_.write(image_name(file, task.page, ".png"),
                      [&](const fs::path& path) { render::write_png(pages[task.page], path, typesetter, *outputs_.png_dpi); });
        progress_.add(1);
        break;
      case Output::svg:
        staged_.write(image_name(file, task.page, ".svg"),
                      [&](const fs::path& path) { render::write_svg(pages[task.page], path, typesetter); });
        progress_.add(1);
        break;
    }
    // Written: its pages go now, so that the files still to draw are drawn beside fewer of them (a large board's pack peaks lower).
    if (--unwritten_[task.file] == 0) file.document.pages = {};
  }

  StagedFolder& staged_;
  std::vector<PackFile>& files_;
  const PackOutputs& outputs_;
  const render::FontLibrary& fonts_;
  const render::PdfInfo& info_;
  SharedProgress& progress_;
  unsigned threads_;
  ParallelTasks runner_;
  std::vector<std::unique_ptr<render::Typesetter>> typesetters_;  // by thread; the first is the library's
  std::vector<std::atomic<std::size_t>> unwritten_;               // by file: its outputs not written yet
};
}  // namespace

std::vector<std::string> draw_pack_files(StagedFolder& staged, std::vector<PackFile>& files, const PackOutputs& outputs,
                                         const render::FontLibrary& fonts, const render::PdfInfo& info, unsigned threads,
                                         SharedProgress& progress) {
  auto names = names_in_pack_order(files, outputs);  // before drawing frees the pages that number the images
  PackDrawing(staged, files, outputs, fonts, info, has_a_large_file(files) ? 1 : threads, progress).run();
  return names;
}

}  // namespace muster::app
