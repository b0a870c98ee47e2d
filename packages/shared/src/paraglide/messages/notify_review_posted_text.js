/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, space: NonNullable<unknown>, stars: NonNullable<unknown> }} Notify_Review_Posted_TextInputs */

const en_notify_review_posted_text = /** @type {(inputs: Notify_Review_Posted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} gave ${i?.space} ${i?.stars} out of 5 after their booking.`)
};

const sw_notify_review_posted_text = /** @type {(inputs: Notify_Review_Posted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} ameipa ${i?.space} nyota ${i?.stars} kati ya 5 baada ya uhifadhi wake.`)
};

/**
* | output |
* | --- |
* | "{guest} gave {space} {stars} out of 5 after their booking." |
*
* @param {Notify_Review_Posted_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_posted_text = /** @type {((inputs: Notify_Review_Posted_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Review_Posted_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_review_posted_text(inputs)
	return en_notify_review_posted_text(inputs)
});