; Inno Setup script for Deberts Desktop (Inno Setup 6.3 or later).
; packaging/build.py runs it on Windows after PyInstaller has made the one-folder bundle:
;   iscc /DAppVersion=0.1.0 /DSourceDir=...\packaging\dist\deberts-desktop
;        /DOutputDir=...\packaging\dist /DOutputBaseFilename=deberts-desktop-0.1.0-windows-setup
;        /DIconFile=...\deberts_desktop\resources\icons\deberts-desktop.ico deberts-desktop.iss
; Installs per user by default (no administrator rights needed); the first page lets the
; player choose "for all users" instead. Start menu entry, optional desktop icon, an
; uninstaller (Settings > Apps), English and Russian setup wizard.

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
#ifndef IconFile
  #define IconFile "..\..\deberts_desktop\resources\icons\deberts-desktop.ico"
#endif
#define AppName "Deberts Desktop"
#define AppExe "deberts-desktop.exe"

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

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
