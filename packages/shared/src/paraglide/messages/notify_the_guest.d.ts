/**
* | output |
* | --- |
* | "The guest" |
*
* @param {Notify_The_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_the_guest: ((inputs?: Notify_The_GuestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_The_GuestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_The_GuestInputs = {};
