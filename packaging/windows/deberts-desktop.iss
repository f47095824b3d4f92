; Inno Setup script for Deberts Desktop (Inno Setup 6.3 or later).
; packaging/build.py runs it on Windows after PyInstaller has made the one-folder bundle:
;   iscc /DAppVersion=0.1.0 /DSourceDir=...\packaging\dist\deberts-desktop
;        /DOutputDir=...\packaging\dist /DOutputBaseFilename=deberts-desktop-0.1.0-windows-setup
;        /DIconFile=...\deberts_desktop\resources\icons\deberts-desktop.ico deberts-desktop.iss
;        /DLicenceFile=...\packaging\dist\deberts-desktop\LICENSE.txt
; Installs per user by default (no administrator rights needed); the first page lets the
; player choose "for all users" instead. Start menu entry, optional desktop icon, an
; uninstaller (Settings > Apps), English and Russian setup wizard, a licence page (the app's
; MIT licence; the bundle's LICENSE.txt and THIRD-PARTY-NOTICES.txt are installed with it).
; Game records (*.record.json) get "Open with Deberts Desktop": Windows associates by the last
; extension only, so the app is offered for .json files (OpenWithProgids) without taking
; them over; it gets the file as its first argument. The uninstaller removes these keys and
; the program; the player's score sheets, settings and logs (%LOCALAPPDATA%\deberts-desktop)
; stay.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef NumericVersion
  #define NumericVersion AppVersion
#endif
#ifndef SourceDir
  #define SourceDir "..\dist\deberts-desktop"
#endif
#ifndef OutputDir
  #define OutputDir "..\dist"
#endif
#ifndef OutputBaseFilename
  #define OutputBaseFilename "deberts-desktop-" + AppVersion + "-windows-setup"
#endif
#ifndef LicenceFile
  #define LicenceFile SourceDir + "\LICENSE.txt"
#endif
#ifndef IconFile
  #define IconFile "..\..\deberts_desktop\resources\icons\deberts-desktop.ico"
#endif
#define AppName "Deberts Desktop"
#define AppExe "deberts-desktop.exe"
#define RecordProgId "DebertsDesktop.Record"

[Setup]
; A fixed AppId keeps upgrades and the uninstaller entry together: never change it.
AppId={{6B1C2F0E-4D7A-4C35-9B8E-DEB3E27D0001}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Deberts Desktop
VersionInfoVersion={#NumericVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseFilename}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
LicenseFile={#LicenceFile}
ChangesAssociations=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; an upgrade replaces the whole bundle: no stale libraries from an older version
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA: HKCU for a per-user install, HKLM for all users
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}"; ValueType: string; ValueName: ""; ValueData: "Debertz game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#RecordProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
