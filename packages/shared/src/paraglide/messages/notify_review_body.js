/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Review_BodyInputs */

const en_notify_review_body = /** @type {(inputs: Notify_Review_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell other guests what it was like.`)
};

const sw_notify_review_body = /** @type {(inputs: Notify_Review_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waambie wageni wengine ilivyokuwa.`)
};

/**
* | output |
* | --- |
* | "Tell other guests what it was like." |
*
* @param {Notify_Review_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_body = /** @type {((inputs?: Notify_Review_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Review_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_review_body(inputs)
	return en_notify_review_body(inputs)
});