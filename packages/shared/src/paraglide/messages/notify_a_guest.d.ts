/**
* | output |
* | --- |
* | "A guest" |
*
* @param {Notify_A_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_a_guest: ((inputs?: Notify_A_GuestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_A_GuestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_A_GuestInputs = {};
