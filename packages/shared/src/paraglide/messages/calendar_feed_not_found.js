/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Feed_Not_FoundInputs */

const en_calendar_feed_not_found = /** @type {(inputs: Calendar_Feed_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar feed not found. Ask the host for the current link.`)
};

const sw_calendar_feed_not_found = /** @type {(inputs: Calendar_Feed_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mlisho wa kalenda haukupatikana. Muombe mwenyeji kiungo cha sasa.`)
};

/**
* | output |
* | --- |
* | "Calendar feed not found. Ask the host for the current link." |
*
* @param {Calendar_Feed_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_not_found = /** @type {((inputs?: Calendar_Feed_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Feed_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_feed_not_found(inputs)
	return en_calendar_feed_not_found(inputs)
});