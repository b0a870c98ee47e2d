/**
* | output |
* | --- |
* | "Booked: {guest} ({reference})" |
*
* @param {Feed_BookedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_booked: ((inputs: Feed_BookedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_BookedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_BookedInputs = {
    guest: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
