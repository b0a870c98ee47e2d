/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Privacy_Settle_Upcoming_BookingsInputs */

const en_privacy_settle_upcoming_bookings = /** @type {(inputs: Privacy_Settle_Upcoming_BookingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have 1 upcoming booking: cancel it or let it take place.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have ${i?.count} upcoming bookings: cancel them or let them take place.`);
	return /** @type {LocalizedString} */ ("privacy_settle_upcoming_bookings");
};

const sw_privacy_settle_upcoming_bookings = /** @type {(inputs: Privacy_Settle_Upcoming_BookingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Una nafasi 1 iliyohifadhiwa ijayo: ighairi au iache ifanyike.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Una nafasi ${i?.count} zilizohifadhiwa zijazo: zighairi au ziache zifanyike.`);
	return /** @type {LocalizedString} */ ("privacy_settle_upcoming_bookings");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have 1 upcoming booking: cancel it or let it take place." |
* | "other" | "You have {count} upcoming bookings: cancel them or let them take place." |
*
* @param {Privacy_Settle_Upcoming_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_upcoming_bookings = /** @type {((inputs: Privacy_Settle_Upcoming_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Settle_Upcoming_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_settle_upcoming_bookings(inputs)
	return en_privacy_settle_upcoming_bookings(inputs)
});