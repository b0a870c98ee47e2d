/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Host_Requested_AnswerInputs */

const en_notify_host_requested_answer = /** @type {(inputs: Notify_Host_Requested_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept or decline it from Guest Bookings on your dashboard within 24 hours (or before the start, if sooner); otherwise it runs out.`)
};

const sw_notify_host_requested_answer = /** @type {(inputs: Notify_Host_Requested_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Likubali au ulikatae kwenye Uhifadhi wa Wageni kwenye dashibodi yako ndani ya saa 24 (au kabla ya kuanza, kama ni mapema zaidi); la sivyo muda wake utakwisha.`)
};

/**
* | output |
* | --- |
* | "Accept or decline it from Guest Bookings on your dashboard within 24 hours (or before the start, if sooner); otherwise it runs out." |
*
* @param {Notify_Host_Requested_AnswerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_answer = /** @type {((inputs?: Notify_Host_Requested_AnswerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Requested_AnswerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_requested_answer(inputs)
	return en_notify_host_requested_answer(inputs)
});