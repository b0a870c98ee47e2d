/**
* | output |
* | --- |
* | "Nafasi launches in Nairobi, Mombasa, Kisumu and Nakuru" |
*
* @param {Press_Release_LaunchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_launch: ((inputs?: Press_Release_LaunchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Release_LaunchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Release_LaunchInputs = {};
