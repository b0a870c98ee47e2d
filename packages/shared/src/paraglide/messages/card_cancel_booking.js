/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Cancel_BookingInputs */

const en_card_cancel_booking = /** @type {(inputs: Card_Cancel_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel booking`)
};

const sw_card_cancel_booking = /** @type {(inputs: Card_Cancel_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ghairi uhifadhi`)
};

/**
* | output |
* | --- |
* | "Cancel booking" |
*
* @param {Card_Cancel_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_cancel_booking = /** @type {((inputs?: Card_Cancel_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Cancel_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_cancel_booking(inputs)
	return en_card_cancel_booking(inputs)
});