/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown> }} Notify_Review_Posted_BodyInputs */

const en_notify_review_posted_body = /** @type {(inputs: Notify_Review_Posted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} reviewed their booking.`)
};

const sw_notify_review_posted_body = /** @type {(inputs: Notify_Review_Posted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} ametoa maoni kuhusu uhifadhi wake.`)
};

/**
* | output |
* | --- |
* | "{guest} reviewed their booking." |
*
* @param {Notify_Review_Posted_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_posted_body = /** @type {((inputs: Notify_Review_Posted_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Review_Posted_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_review_posted_body(inputs)
	return en_notify_review_posted_body(inputs)
});