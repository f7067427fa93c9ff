# Installing muster where a packaged program keeps it, and the Debian package (README, "Install").
#
#   <prefix>/bin/muster
#   <prefix>/share/muster/fonts/        muster's own fonts, fonts.conf and the fonts' licences
#   <prefix>/share/muster/scenarios/    the shipped scenarios and their orbats/
#   <prefix>/share/doc/muster/          README.md, copyright (Debian's machine-readable format), docs/*.md
#   <prefix>/share/man/man1/muster.1.gz (gzip -n: no name or time in it, the same bytes on every build)
#   <prefix>/share/bash-completion/completions/muster, zsh/vendor-completions/_muster,
#   <prefix>/share/fish/vendor_completions.d/muster.fish
#
# The default scenario and the card templates travel inside the binary.
include(GNUInstallDirs)

# The installed muster finds its fonts relative to itself, so that the prefix can move.
file(RELATIVE_PATH installed_fonts ${CMAKE_INSTALL_FULL_BINDIR} ${CMAKE_INSTALL_FULL_DATADIR}/muster/fonts)
set_property(SOURCE ${CMAKE_SOURCE_DIR}/src/render/fonts.cpp APPEND PROPERTY
  COMPILE_DEFINITIONS MUSTER_INSTALLED_FONTS="${installed_fonts}")

# The man page and the completions, written by the muster just built from the same command
# definitions as its --help (src/app/cli_docs.cpp), so that they cannot drift apart.
set(man_page ${CMAKE_BINARY_DIR}/muster.1)
set(man_page_gz ${CMAKE_BINARY_DIR}/muster.1.gz)
set(completion_dir ${CMAKE_BINARY_DIR}/completions)
set(completions ${completion_dir}/muster ${completion_dir}/_muster ${completion_dir}/muster.fish)
add_custom_command(
  OUTPUT ${man_page} ${man_page_gz} ${completions}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${completion_dir}
  COMMAND sh -c "\"$0\" help-man >\"$1\" && \"$0\" complete bash >\"$2\" && \"$0\" complete zsh >\"$3\" && \"$0\" complete fish >\"$4\""
          $<TARGET_FILE:muster> ${man_page} ${completions}
  COMMAND sh -c "gzip -9 -n -c \"$0\" >\"$1\"" ${man_page} ${man_page_gz}
  DEPENDS muster
  COMMENT "Writing the man page and shell completions from muster's command definitions"
  VERBATIM)
add_custom_target(cli_docs ALL DEPENDS ${man_page} ${man_page_gz} ${completions})

install(TARGETS muster RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/fonts/ DESTINATION ${CMAKE_INSTALL_DATADIR}/muster/fonts)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/scenarios/ DESTINATION ${CMAKE_INSTALL_DATADIR}/muster/scenarios)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/packaging/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The pages README links to (formats, each rule set's page with its decisions), where its links find them.
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs FILES_MATCHING PATTERN "*.md")
install(FILES ${man_page_gz} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${completion_dir}/muster DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${completion_dir}/_muster DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${completion_dir}/muster.fish DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

# The JSON Schemas for editors, written by the muster just built from its own readers
# (src/app/key_explorer.cpp); the shipped scenarios' modelines point at ../schemas/.
set(schema_dir ${CMAKE_BINARY_DIR}/schemas)
add_custom_command(
  OUTPUT ${schema_dir}/tsr-scenario.json
  COMMAND $<TARGET_FILE:muster> schema --into ${schema_dir}
  DEPENDS muster
  COMMENT "Writing the JSON Schemas from muster's readers"
  VERBATIM)
add_custom_target(schemas ALL DEPENDS ${schema_dir}/tsr-scenario.json)
install(DIRECTORY ${schema_dir}/ DESTINATION ${CMAKE_INSTALL_DATADIR}/muster/schemas)

# `cpack -G DEB` in the build folder: muster_<version>_<arch>.deb, installing under /usr.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME muster)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "rolls a wargame scenario's setup and prints the pack for the table")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "muster rolls everything the rules leave to the dice before play (start time, terrain,
hidden markers, orders of battle, troop quality, stragglers), keeps the result in a setup
record, and prints a pack for the table: maps, counter sheets, rosters, briefings and quick
reference cards, as PDFs for an ordinary A4 or US Letter printer. Rule sets: Terrible Swift
Rules, Short But Desperate, The Square Brigadier, State of War and more.")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "muster maintainers <maintainers@users.noreply.a-seed-761d3456.example>")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# The runtime libraries, as dpkg-shlibdeps reads them off the binary; where it is missing,
# the same list written out (Debian 12's names).
find_program(DPKG_SHLIBDEPS dpkg-shlibdeps)
if(DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6, libstdc++6, libgcc-s1, libcairo2, libpango-1.0-0, libpangocairo-1.0-0, libpangoft2-1.0-0, libfontconfig1, libglib2.0-0, libyaml-cpp0.7, libsodium23")
endif()
include(CPack)

