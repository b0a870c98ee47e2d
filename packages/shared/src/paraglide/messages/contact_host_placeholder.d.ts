/**
* | output |
* | --- |
* | "Hello! Is the room free on Saturday afternoon, and is there a projector?" |
*
* @param {Contact_Host_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_placeholder: ((inputs?: Contact_Host_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Host_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Host_PlaceholderInputs = {};
