/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Block_Over_BookingInputs */

const en_block_over_booking = /** @type {(inputs: Block_Over_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That time holds booking ${i?.reference}. Decline, release or cancel it before blocking the time.`)
};

const sw_block_over_booking = /** @type {(inputs: Block_Over_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Muda huo una uhifadhi ${i?.reference}. Ukatae, uuachilie au uughairi kabla ya kuzuia muda huo.`)
};

/**
* | output |
* | --- |
* | "That time holds booking {reference}. Decline, release or cancel it before blocking the time." |
*
* @param {Block_Over_BookingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_over_booking = /** @type {((inputs: Block_Over_BookingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Block_Over_BookingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_block_over_booking(inputs)
	return en_block_over_booking(inputs)
});