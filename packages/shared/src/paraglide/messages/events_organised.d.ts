/**
* | output |
* | --- |
* | "Organised by {by}" |
*
* @param {Events_OrganisedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_organised: ((inputs: Events_OrganisedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_OrganisedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_OrganisedInputs = {
    by: NonNullable<unknown>;
};
