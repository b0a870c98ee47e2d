/**
* | output |
* | --- |
* | "Blocked on Nafasi: {space} cannot be booked then." |
*
* @param {Feed_Blocked_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_blocked_description: ((inputs: Feed_Blocked_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Blocked_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Blocked_DescriptionInputs = {
    space: NonNullable<unknown>;
};
