/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Link_CopiedInputs */

const en_meeting_link_copied = /** @type {(inputs: Meeting_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting link copied to clipboard!`)
};

const sw_meeting_link_copied = /** @type {(inputs: Meeting_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo cha mkutano kimenakiliwa!`)
};

/**
* | output |
* | --- |
* | "Meeting link copied to clipboard!" |
*
* @param {Meeting_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_link_copied = /** @type {((inputs?: Meeting_Link_CopiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Link_CopiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_link_copied(inputs)
	return en_meeting_link_copied(inputs)
});