/**
* | output |
* | --- |
* | "a guest" |
*
* @param {Notify_A_Guest_LowerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_a_guest_lower: ((inputs?: Notify_A_Guest_LowerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_A_Guest_LowerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_A_Guest_LowerInputs = {};
