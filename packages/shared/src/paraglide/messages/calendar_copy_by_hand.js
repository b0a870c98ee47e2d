/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Copy_By_HandInputs */

const en_calendar_copy_by_hand = /** @type {(inputs: Calendar_Copy_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy the link by hand.`)
};

const sw_calendar_copy_by_hand = /** @type {(inputs: Calendar_Copy_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakili kiungo kwa mkono.`)
};

/**
* | output |
* | --- |
* | "Copy the link by hand." |
*
* @param {Calendar_Copy_By_HandInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_copy_by_hand = /** @type {((inputs?: Calendar_Copy_By_HandInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Copy_By_HandInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_copy_by_hand(inputs)
	return en_calendar_copy_by_hand(inputs)
});