/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Booking_Too_Many_HoldsInputs */

const en_booking_too_many_holds = /** @type {(inputs: Booking_Too_Many_HoldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You already have 1 unpaid booking waiting. Pay for or cancel one before booking again.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You already have ${i?.count} unpaid bookings waiting. Pay for or cancel one before booking again.`);
	return /** @type {LocalizedString} */ ("booking_too_many_holds");
};

const sw_booking_too_many_holds = /** @type {(inputs: Booking_Too_Many_HoldsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tayari una uhifadhi 1 ambao haujalipiwa unaosubiri. Ulipie au ughairi kabla ya kuweka nafasi tena.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Tayari una uhifadhi ${i?.count} ambao haujalipiwa unaosubiri. Lipia au ghairi mmojawapo kabla ya kuweka nafasi tena.`);
	return /** @type {LocalizedString} */ ("booking_too_many_holds");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You already have 1 unpaid booking waiting. Pay for or cancel one before booking again." |
* | "other" | "You already have {count} unpaid bookings waiting. Pay for or cancel one before booking again." |
*
* @param {Booking_Too_Many_HoldsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_too_many_holds = /** @type {((inputs: Booking_Too_Many_HoldsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Too_Many_HoldsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_booking_too_many_holds(inputs)
	return en_booking_too_many_holds(inputs)
});