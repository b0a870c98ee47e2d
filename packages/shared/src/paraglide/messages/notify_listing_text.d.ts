/**
* | output |
* | --- |
* | "{space} in {location} was submitted and waits for an admin to approve or reject it." |
*
* @param {Notify_Listing_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_text: ((inputs: Notify_Listing_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Listing_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Listing_TextInputs = {
    space: NonNullable<unknown>;
    location: NonNullable<unknown>;
};
