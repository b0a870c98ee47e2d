/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_ReplyInputs */

const en_notify_reply = /** @type {(inputs: Notify_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const sw_notify_reply = /** @type {(inputs: Notify_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jibu`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Notify_ReplyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_reply = /** @type {((inputs?: Notify_ReplyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_ReplyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_reply(inputs)
	return en_notify_reply(inputs)
});