/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Link_CopiedInputs */

const en_calendar_link_copied = /** @type {(inputs: Calendar_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

const sw_calendar_link_copied = /** @type {(inputs: Calendar_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo kimenakiliwa.`)
};

/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Calendar_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_link_copied = /** @type {((inputs?: Calendar_Link_CopiedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Link_CopiedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_link_copied(inputs)
	return en_calendar_link_copied(inputs)
});