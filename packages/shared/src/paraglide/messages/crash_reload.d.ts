/**
* | output |
* | --- |
* | "Reload page" |
*
* @param {Crash_ReloadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const crash_reload: ((inputs?: Crash_ReloadInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_ReloadInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Crash_ReloadInputs = {};
